// Great-circle distances and the 'LAT,LON' parameter format.
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, greatCircleKm } from '../../../src/domain/geo.ts';

describe('greatCircleKm', () => {
  it('measures Paris to London as about 344 km', () => {
    expect(Math.abs(greatCircleKm(48.8566, 2.3522, 51.5074, -0.1278) - 344)).toBeLessThan(1);
  });

  it('is 0 from a place to itself', () => {
    expect(greatCircleKm(45.7485, 4.8467, 45.7485, 4.8467)).toBe(0);
  });

  it('is symmetric', () => {
    expect(greatCircleKm(52.52, 13.405, 40.4168, -3.7038)).toBeCloseTo(
      greatCircleKm(40.4168, -3.7038, 52.52, 13.405),
      9,
    );
  });

  it('measures half the globe as π R, also across the antimeridian', () => {
    expect(greatCircleKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(greatCircleKm(90, 0, -90, 0)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(greatCircleKm(0, 179.5, 0, -179.5)).toBeCloseTo((Math.PI / 180) * EARTH_RADIUS_KM, 6);
  });
});
