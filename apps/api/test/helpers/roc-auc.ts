/**
 * The area under the ROC curve of a score against a binary label: the probability that a random positive
 * scores above a random negative (ties count half), by the Mann–Whitney U statistic. 0.5 means the score
 * says nothing about the label; 0 or 1 means it separates them perfectly.
 */
export function rocAuc(samples: ReadonlyArray<{ score: number; positive: boolean }>): number {
  const sorted = [...samples].sort((a, b) => a.score - b.score);
  // Average ranks, ties sharing the mean of their positions (1-based).
  let rankSumPositive = 0;
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1]!.score === sorted[start]!.score) end++;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) if (sorted[i]!.positive) rankSumPositive += rank;
    start = end + 1;
  }
  const positives = sorted.filter((sample) => sample.positive).length;
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) throw new Error('the AUC needs both labels');
  return (rankSumPositive - (positives * (positives + 1)) / 2) / (positives * negatives);
}
