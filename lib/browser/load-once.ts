/**
 * `load`, started at most once: every call shares the first call's promise and, once it has
 * succeeded, its result. A failure is forgotten, so the next call starts `load` again (the
 * visitor may be back online). Islands use it for their code, their texts and their schemas.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
      loading = started;
    }
    return loading;
  };
}
