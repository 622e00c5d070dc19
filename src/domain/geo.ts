// Distances on the Earth and the 'LAT,LON' parameter format. Pure: no I/O.

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

/**
 * Decimal degrees, optional minus, no leading zeros (0.5, not 00.5 or .5),
 * at most 6 decimals (about 0.1 m), no plus sign, spaces or exponent.
 */
const DEGREES = '(-?(?:0|[1-9]\\d{0,2})(?:\\.\\d{1,6})?)';
const LAT_LON = new RegExp(`^${DEGREES},${DEGREES}$`);

/**
 * 'LAT,LON' → the point, or null for anything else: latitude -90..90,
 * longitude -180..180, both in decimal degrees as DEGREES describes.
 */
export function parseLatLon(text: string): LatLon | null {
  if (typeof text !== 'string' || text.length > 32) return null;
  const m = LAT_LON.exec(text);
  if (!m) return null;
  // + 0 turns -0 into 0.
  const latitude = Number(m[1]) + 0;
  const longitude = Number(m[2]) + 0;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
