// Stands in for the hosted ai-chat function during end-to-end runs (loopback only).
// Usage: node e2e/fake-chat-upstream.mjs <port>
import http from 'node:http';

const port = Number(process.argv[2] ?? 3103);

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
