import 'leaflet/dist/leaflet.css';
import { divIcon, type Marker as LeafletMarker, type LeafletMouseEvent } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface LeafletMapProps {
  position: LatLng;
  zoom: number;
  editing: boolean;
  tileUrl: string;
  pinLabel: string;
  onMove: (position: LatLng) => void;
}

// An inline SVG pin: Leaflet's default marker images break under a bundler's asset paths.
const PIN = divIcon({
  className: '',
  html: '<svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.7 0 27.5 16 42 16 42s16-14.5 16-26.3C32 7 24.8 0 16 0Z" fill="#ea580c"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

/** The preview is a still picture; editing turns on every way of moving the map. */
function Interactivity({ editing }: { editing: boolean }) {
  const map = useMap();
  useEffect(() => {
    const handlers = [
      map.dragging,
      map.touchZoom,
      map.doubleClickZoom,
      map.scrollWheelZoom,
      map.boxZoom,
      map.keyboard,
    ];
    for (const handler of handlers) editing ? handler.enable() : handler.disable();
  }, [map, editing]);
  return null;
}

function FollowPin({ position, editing, onMove }: Pick<LeafletMapProps, 'position' | 'editing' | 'onMove'>) {
  const map = useMap();
  useEffect(() => {
    if (!editing) map.setView([position.lat, position.lng], map.getZoom(), { animate: false });
  }, [map, position, editing]);
  useMapEvents({
    click: (event: LeafletMouseEvent) => {
      if (editing) onMove({ lat: event.latlng.lat, lng: event.latlng.lng });
    },
  });
  return null;
}

/**
 * Loaded only when a map is shown (Leaflet is ~45 KB gzipped). With no tiles (offline,
 * blocked) the pin still moves over a plain background, so the step can be finished.
 */
export default function LeafletMap({ position, zoom, editing, tileUrl, pinLabel, onMove }: LeafletMapProps) {
  return (
    <MapContainer
      center={[position.lat, position.lng]}
      zoom={zoom}
      zoomControl={false}
      style={{ height: '100%', width: '100%', background: '#e7ece9' }}
    >
      <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap contributors" />
      <Marker
        position={[position.lat, position.lng]}
        icon={PIN}
        draggable={editing}
        title={pinLabel}
        alt={pinLabel}
        eventHandlers={{
          dragend: (event) => {
            const { lat, lng } = (event.target as LeafletMarker).getLatLng();
            onMove({ lat, lng });
          },
        }}
      />
      <Interactivity editing={editing} />
      <FollowPin position={position} editing={editing} onMove={onMove} />
    </MapContainer>
  );
}
