import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

// An inline SVG pin: Leaflet's default marker images break under a bundler's asset paths.
const PIN = divIcon({
  className: '',
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 42 16 42s16-14.5 16-26.3C32 7 24.8 0 16 0Z" fill="#ea580c"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

/** The delivery pin on a map; loaded only when an order has a location (Leaflet is ~45 KB gzipped). */
export default function OrderMapLeaflet({
  position,
  tileUrl,
  label,
}: {
  position: { lat: number; lng: number };
  tileUrl: string;
  label: string;
}) {
  return (
    <MapContainer
      center={[position.lat, position.lng]}
      zoom={15}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%', background: '#e7ece9' }}
    >
      <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />
      <Marker position={[position.lat, position.lng]} icon={PIN} title={label} alt={label} />
    </MapContainer>
  );
}
