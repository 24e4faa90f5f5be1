// Reads a Node process's live memory through its inspector (started with
// --inspect=127.0.0.1:PORT). Resident memory alone cannot tell a leak from V8 postponing
// its major collections under load, so each reading forces a full collection first.
import WebSocket from 'ws';

/** Connects to the inspector on a loopback port; returns a probe with `read()` and `close()`. */
export async function connectHeapProbe(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  });
  const send = (method) =>
    new Promise((resolve) => {
      const id = ++lastId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
    });

  return {
    /** Live JavaScript heap after a full collection, in MB. */
    async heapAfterGcMb() {
      await send('HeapProfiler.collectGarbage');
      const usage = await send('Runtime.getHeapUsage');
      return Math.round(usage.usedSize / 1048576);
    },
    close: () => socket.close(),
  };
}
