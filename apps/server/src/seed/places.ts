/** Towns in Rwanda with their coordinates; demo boxes and kiosks are placed around them. */
export const RWANDA_PLACES = [
  { name: 'Kigali - Nyarugenge', lat: -1.9441, lon: 30.0619 },
  { name: 'Kigali - Kimihurura', lat: -1.9536, lon: 30.0927 },
  { name: 'Kigali - Remera', lat: -1.9578, lon: 30.1127 },
  { name: 'Kigali - Kicukiro', lat: -1.9706, lon: 30.1044 },
  { name: 'Musanze', lat: -1.4998, lon: 29.6349 },
  { name: 'Huye', lat: -2.5967, lon: 29.7394 },
  { name: 'Rubavu', lat: -1.6792, lon: 29.2597 },
  { name: 'Rwamagana', lat: -1.9487, lon: 30.4347 },
  { name: 'Nyagatare', lat: -1.299, lon: 30.3268 },
  { name: 'Muhanga', lat: -2.0845, lon: 29.7567 },
  { name: 'Karongi', lat: -2.06, lon: 29.348 },
  { name: 'Rusizi', lat: -2.4846, lon: 28.9075 },
] as const;
