// Pays a checkout on the embedded payment sandbox's hosted page, as the tester's browser does. The
// sandbox answers only clients on its own machine, so the multi-host test runs this inside the API
// host's namespace: `ip netns exec <host> node sandbox-pay.mjs <checkout url> <port> [outcome]`.
// The page's address names the site (the load balancer's name); the request goes to this machine's
// API on loopback with that name as Host and Origin.
import http from 'node:http';

const [checkoutUrl, port, outcome = 'paid'] = process.argv.slice(2);
if (!checkoutUrl || !port) throw new Error('usage: sandbox-pay.mjs <checkout url> <port> [outcome]');
const url = new URL(checkoutUrl);
const body = new URLSearchParams({ outcome }).toString();
const req = http.request(
  {
    host: '127.0.0.1',
    port: Number(port),
    method: 'POST',
    path: url.pathname + url.search,
    headers: { host: url.host, origin: url.origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
  },
  (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => {
      if (res.statusCode !== 303) {
        console.error(`sandbox: ${res.statusCode} ${Buffer.concat(chunks).toString()}`);
        process.exit(1);
      }
      console.log(res.headers.location ?? '');
    });
  },
);
req.on('error', (err) => {
  console.error(`sandbox: ${err.message}`);
  process.exit(1);
});
req.end(body);
