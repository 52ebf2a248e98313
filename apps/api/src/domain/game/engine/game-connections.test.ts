import { describe, expect, it, vi } from 'vitest';
import { createGameConnections, type GameConnection } from './game-connections.ts';

const connection = (id: string, gameId: string): GameConnection => ({ id, gameId, send: vi.fn(), close: vi.fn() });

describe('game connections', () => {
  it('lists the sockets of one game, forgets detached ones and closes all on shutdown', () => {
    const connections = createGameConnections();
    const [a, b, c] = [connection('a', 'g1'), connection('b', 'g1'), connection('c', 'g2')];
    for (const each of [a, b, c]) connections.attach(each);
    expect(connections.of('g1')).toEqual([a, b]);
    connections.detach(a);
    expect(connections.of('g1')).toEqual([b]);
    connections.closeAll(1001, 'Server shutting down');
    expect(b.close).toHaveBeenCalledWith(1001, 'Server shutting down');
    expect(c.close).toHaveBeenCalledWith(1001, 'Server shutting down');
    expect(a.close).not.toHaveBeenCalled();
    expect(connections.of('g2')).toEqual([]);
  });
});
