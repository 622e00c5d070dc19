// Distances on the Earth. Pure: no I/O. (The `near=LAT,LON` format is the parameter's schema,
// src/api/schemas/query.ts.)

/** Mean Earth radius (IUGG R1), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/**
 * Great-circle distance in km between two points in decimal degrees, by the
 * haversine formula on a sphere of the mean Earth radius (within about 0.5%
 * of the ellipsoidal distance, which is plenty for "within R km of a city").
 */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

export interface LatLon {
  latitude: number;
  longitude: number;
}
