// A Nominatim-compatible geocoder on loopback, for the tests (the maps service is an outside
// edge: the product's own code runs, only the far end is fake). `GET /search?q=…&format=json`:
// - an address naming Kraków's market square (Rynek Główny) answers its coordinates;
// - "Warszawa" answers the Palace of Culture;
// - an address containing "awaria" answers 500 (the provider failing);
// - an address containing "zwłoka" is never answered (a provider too slow: the server's timeout);
// - anything else answers [] (not found).
// Run alone for the e2e server: `node scripts/fake-geocoder.mjs <port>`.
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const PLACES = [
  {
    match: /rynek g[łl][óo]wny|krak[óo]w/i,
    lat: '50.0616',
    lon: '19.9373',
    name: 'Rynek Główny, Kraków, Polska',
  },
  {
    match: /warszawa|warsaw/i,
    lat: '52.2318',
    lon: '21.0060',
    name: 'Pałac Kultury i Nauki, Warszawa, Polska',
  },
];

export function startFakeGeocoder(port = 0) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/search') {
      res.statusCode = 404;
      return void res.end('[]');
    }
    const q = url.searchParams.get('q') ?? '';
    if (/awaria/i.test(q)) {
      res.statusCode = 500;
      return void res.end('provider down');
    }
    if (/zw[łl]oka/i.test(q)) return; // held open until the caller gives up, or close()
    const place = PLACES.find((p) => p.match.test(q));
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(place ? [{ lat: place.lat, lon: place.lon, display_name: place.name }] : []),
    );
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}/`,
        close: () =>
          new Promise((done) => {
            server.close(done);
            server.closeAllConnections();
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startFakeGeocoder(Number(process.argv[2] ?? 0));
  console.log(`fake geocoder on ${url}`);
}
