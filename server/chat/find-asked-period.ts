import { MONTHS } from './describe-scan-dates.ts';

/** A stretch of time a question names ("in July", "October last year", "last year"), in UTC. */
export interface AskedPeriod {
  /** In words, with the year only when it is not this year: "July", "October 2025", "2025". */
  label: string;
  /** Inclusive start and exclusive end, ISO. */
  from: string;
  to: string;
}

const MONTH_WORD = `(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)`;
const YEAR_WORD = String.raw`(\d{4}|last year|this year)`;
/**
 * A month counts only after a word that makes it a time ("in May", "since March") or before a
 * year ("May 2025"): "he may be" or "a march" are not months.
 */
const MONTH_AFTER_WORD = new RegExp(
  String.raw`\b(?:in|since|from|of|during|around|early|late|mid|last|this|back in)\s+${MONTH_WORD}\b(?:\s+(?:of\s+)?${YEAR_WORD})?`,
  'i',
);
const MONTH_BEFORE_YEAR = new RegExp(String.raw`\b${MONTH_WORD}\s+(?:of\s+)?${YEAR_WORD}\b`, 'i');
const WHOLE_YEAR = /\b(?:in|during|since|from|of)\s+(\d{4})\b|\b(last year|this year)\b/i;

function monthIndex(word: string): number {
  const prefix = word.slice(0, 3).toLowerCase();
  return MONTHS.findIndex((month) => month.slice(0, 3).toLowerCase() === prefix);
}

function yearOf(word: string | undefined, thisYear: number): number | null {
  if (!word) return null;
  const lower = word.toLowerCase();
  if (lower === 'last year') return thisYear - 1;
  if (lower === 'this year') return thisYear;
  return Number(word);
}

const iso = (year: number, month: number) => new Date(Date.UTC(year, month, 1)).toISOString();

/**
 * The period a question asks about, or null. A month without a year is the latest one that has
 * begun by `asOf`: asked in November, "October" is this October and "December" last December.
 */
export function findAskedPeriod(question: string, asOf: string): AskedPeriod | null {
  const today = new Date(asOf);
  const thisYear = today.getUTCFullYear();
  const monthMatch = MONTH_AFTER_WORD.exec(question) ?? MONTH_BEFORE_YEAR.exec(question);
  if (monthMatch) {
    const month = monthIndex(monthMatch[1]!);
    const named = yearOf(monthMatch[2], thisYear);
    const year = named ?? (month > today.getUTCMonth() ? thisYear - 1 : thisYear);
    const label = year === thisYear ? MONTHS[month]! : `${MONTHS[month]} ${year}`;
    return { label, from: iso(year, month), to: iso(year, month + 1) };
  }
  const yearMatch = WHOLE_YEAR.exec(question);
  if (yearMatch) {
    const year = yearOf(yearMatch[1] ?? yearMatch[2], thisYear)!;
    const label = year === thisYear ? 'this year' : String(year);
    return { label, from: iso(year, 0), to: iso(year + 1, 0) };
  }
  return null;
}
