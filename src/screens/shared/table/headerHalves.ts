/**
 * A column header's label in two halves that each stay on one line (issue 18): the header
 * then takes two lines at most, whatever the column's width, and the table's fit check
 * (useTableFit) sees a header that does not fit as a table too wide for its frame. The split
 * is at the space that makes the longer half shortest.
 */
export function headerHalves(label: string): [string] | [string, string] {
  const words = label.trim().split(/\s+/);
  if (words.length < 2) return [label.trim()];
  let best: [string, string] = [words[0]!, words.slice(1).join(' ')];
  for (let at = 2; at < words.length; at++) {
    const first = words.slice(0, at).join(' ');
    const second = words.slice(at).join(' ');
    if (Math.max(first.length, second.length) < Math.max(best[0].length, best[1].length))
      best = [first, second];
  }
  return best;
}
