// Great-circle distances and the 'LAT,LON' parameter format.
import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, greatCircleKm, parseLatLon } from '../../../src/domain/geo.ts';

describe('greatCircleKm', () => {
  it('measures Paris to London as about 344 km', () => {
    expect(Math.abs(greatCircleKm(48.8566, 2.3522, 51.5074, -0.1278) - 344)).toBeLessThan(1);
  });

  it('is 0 from a place to itself', () => {
    expect(greatCircleKm(45.7485, 4.8467, 45.7485, 4.8467)).toBe(0);
  });

  it('is symmetric', () => {
    expect(greatCircleKm(52.52, 13.405, 40.4168, -3.7038)).toBeCloseTo(greatCircleKm(40.4168, -3.7038, 52.52, 13.405), 9);
  });

  it('measures half the globe as π R, also across the antimeridian', () => {
    expect(greatCircleKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(greatCircleKm(90, 0, -90, 0)).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(greatCircleKm(0, 179.5, 0, -179.5)).toBeCloseTo((Math.PI / 180) * EARTH_RADIUS_KM, 6);
  });
});

describe('parseLatLon', () => {
  it.each([
    ['48.8566,2.3522', 48.8566, 2.3522],
    ['-33.8688,151.2093', -33.8688, 151.2093],
    ['0,0', 0, 0],
    ['-0,-0', 0, 0],
    ['90,180', 90, 180],
    ['-90,-180', -90, -180],
    ['45,-0.5', 45, -0.5],
    ['1.123456,2.654321', 1.123456, 2.654321],
  ])('reads %s', (text, latitude, longitude) => {
    expect(parseLatLon(text)).toEqual({ latitude, longitude });
  });

  it('gives 0, not -0', () => {
    expect(Object.is(parseLatLon('-0,-0.0')!.latitude, 0)).toBe(true);
    expect(Object.is(parseLatLon('-0,-0.0')!.longitude, 0)).toBe(true);
  });

  it.each([
    '',
    '48.8566',
    '48.8566,',
    ',2.3522',
    '48.8566, 2.3522',
    ' 48.8566,2.3522',
    '48.8566,2.3522 ',
    '48.8566;2.3522',
    '48.8566,2.3522,1',
    '90.000001,0',
    '-90.5,0',
    '0,180.000001',
    '0,-181',
    '100,0',
    '+48.8,2.3',
    '48.8,+2.3',
    '1e1,2',
    '48.8E0,2',
    '48.1234567,2',
    '48,2.1234567',
    '048,2',
    '48,002',
    '.5,2',
    '5.,2',
    '48.8566.1,2',
    '--48,2',
    'NaN,0',
    'Infinity,0',
    '0x10,0',
    '48°51′N,2°21′E',
    '٤٨,٢',
  ])('rejects %j', (text) => {
    expect(parseLatLon(text)).toBeNull();
  });

  it('rejects what is not a string', () => {
    expect(parseLatLon(undefined as unknown as string)).toBeNull();
    expect(parseLatLon(48 as unknown as string)).toBeNull();
  });
});
