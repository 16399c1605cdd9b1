import type { MapPoint } from './geocode';

/** The map's props, shared by the lazy wrapper and the map it loads. */
export type WalkMapProps = {
  point: MapPoint;
  /** A `{z}/{x}/{y}` tile URL template (site config's tileUrl). */
  tileUrl: string;
};
