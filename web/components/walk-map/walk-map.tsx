import 'leaflet/dist/leaflet.css';
import './walk-map.css';
import { icon, type LatLngBoundsExpression, type Map as LeafletMap } from 'leaflet';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import type { WalkMapProps } from './walk-map-props';
import { walkMapTexts } from './texts';

/** SPEC §9: the map shows a box of 0.005 degrees on each side of the point. */
const boxHalfWidth = 0.005;

// Leaflet finds its default marker images by a CSS path that bundling breaks: name them here.
const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIcon2xUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Leaflet's container is focusable (arrow keys pan): give it a role and a name for screen readers. */
function nameContainer(map: LeafletMap | null) {
  const container = map?.getContainer();
  container?.setAttribute('role', 'region');
  container?.setAttribute('aria-label', walkMapTexts.mapLabel);
}

/** A Leaflet map of the start place with a marker; its own chunk, with Leaflet's CSS (lazy-walk-map.tsx). */
export default function WalkMap({ point, tileUrl }: WalkMapProps) {
  const { lat, lon } = point;
  const bounds: LatLngBoundsExpression = [
    [lat - boxHalfWidth, lon - boxHalfWidth],
    [lat + boxHalfWidth, lon + boxHalfWidth],
  ];
  return (
    // Scrolling the page over the map must scroll the page, not zoom the map.
    <MapContainer ref={nameContainer} className="walk-map" bounds={bounds} scrollWheelZoom={false} zoomControl={false}>
      {/* CORS: the service worker can then keep tiles as plain answers, not opaque ones that weigh megabytes in its quota. */}
      <TileLayer url={tileUrl} attribution={walkMapTexts.attribution} crossOrigin="anonymous" />
      <ZoomControl zoomInTitle={walkMapTexts.zoomIn} zoomOutTitle={walkMapTexts.zoomOut} />
      {/* Nothing happens on a click, so the marker is no button: keyboard users are not led to it. */}
      <Marker position={[lat, lon]} icon={markerIcon} alt={walkMapTexts.marker} interactive={false} keyboard={false} />
    </MapContainer>
  );
}
