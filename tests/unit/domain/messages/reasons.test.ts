/**
 * The feedback reasons (spec 03 §2.10, §3): up to five per answer from settings, an empty one
 * not offered, each once, in order.
 */
import { describe, expect, it } from 'vitest';
import { configuredReasons, reasonKeys } from '../../../../src/domain/messages';

const texts = (values: Record<string, string>) => (key: string) => values[key] ?? '';

describe('reasonKeys', () => {
  it('names five keys per answer', () => {
    expect(reasonKeys('good')).toEqual([1, 2, 3, 4, 5].map((n) => `messages.goodReason${n}`));
    expect(reasonKeys('couldBeBetter')).toEqual([1, 2, 3, 4, 5].map((n) => `messages.betterReason${n}`));
  });
});

describe('configuredReasons', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['all five', { 'messages.goodReason1': 'A', 'messages.goodReason2': 'B', 'messages.goodReason3': 'C',
      'messages.goodReason4': 'D', 'messages.goodReason5': 'E' }, ['A', 'B', 'C', 'D', 'E']],
    ['empty ones left out', { 'messages.goodReason1': 'A', 'messages.goodReason3': 'C' }, ['A', 'C']],
    ['blank ones left out, others trimmed', { 'messages.goodReason1': '  ', 'messages.goodReason2': ' B ' }, ['B']],
    ['the same text once', { 'messages.goodReason1': 'A', 'messages.goodReason2': 'A' }, ['A']],
    ['none configured', {}, []],
    ['the other answer’s reasons are not offered', { 'messages.betterReason1': 'Slow' }, []],
  ])('%s', (_name, values, expected) => {
    expect(configuredReasons(texts(values), 'good')).toEqual(expected);
  }); // prettier-ignore
});
