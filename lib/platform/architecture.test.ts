import { architectureLayers, serviceIds } from './architecture';

describe('platform architecture', () => {
  it('draws each of the thirteen services exactly once', () => {
    const drawn = architectureLayers.flatMap((layer) => layer.services);
    expect(serviceIds).toHaveLength(13);
    expect([...drawn].sort()).toEqual([...serviceIds].sort());
  });
});
