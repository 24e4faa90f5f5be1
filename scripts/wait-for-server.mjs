/** Resolves once `url` answers 2xx; the bench and the soak wait on `next start` with it. */
export async function waitForServer(url, attempts = 120) {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not start at ${url}`);
}
