// Stands in for the application's workflow API during end-to-end runs (loopback only).
// Usage: node e2e/fake-workflow-api.mjs <port>
import http from 'node:http';

const port = Number(process.argv[2] ?? 3102);

const server = http.createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
    return;
  }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{"error":"not_found"}');
});

server.listen(port, '127.0.0.1');
