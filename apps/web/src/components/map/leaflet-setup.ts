import 'leaflet/dist/leaflet.css';
import './map.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/*
 * Leaflet finds its default marker images by reading a path out of its stylesheet at run time; once the
 * bundler has renamed and moved the files that path is wrong and markers render as broken images. Point the
 * default icon at the bundled files instead. Only the lazily loaded map modules import this file, so
 * Leaflet and its CSS stay out of the first page.
 */
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

/** The default pin, with bundled image URLs. */
export const markerIcon = new L.Icon.Default();

export { L };
