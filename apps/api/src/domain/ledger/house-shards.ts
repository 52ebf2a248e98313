// The house account of a currency is HOUSE_SHARDS rows, not one. Every settled game moves money between a
// player's wallet and the house, and a transfer locks both rows until its transaction commits: with one house
// row per currency, settlements queued on that lock one after another (under load a settlement's
// transfer spent 52 ms of its 53 waiting for it). With shards, settlements of different games mostly lock
// different rows. The house's balance is the sum of its shards; every report sums them.

/** How many rows the house of each currency is spread over. Changing it never moves money: old rows stay. */
export const HOUSE_SHARDS = 16;

/**
 * The shard that everything about `key` (a game's id, say) uses, so a game's stake and winnings go through one
 * house row and a transaction never locks two of them. FNV-1a: stable across processes and releases.
 */
export function houseShardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % HOUSE_SHARDS;
}
