// The referees' fraud signals (issue 13), each a pure function, and the sentences an operator reads.
import { describe, expect, it } from 'vitest';
import {
  answeredFromApplicantAddress,
  answeredTooFast,
  emailDomain,
  freeMailForCompany,
  refereeSignals,
  sameDomainAsApplicant,
  sharedAddressWithReferee,
} from '../../server/domain/referee-signals';
import { newRefereeId, REFEREE_ID_MIN } from '../../server/domain/referee-ids';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 5, 0, seconds));

describe('fraud signals', () => {
  it('same address as the applicant’s submission', () => {
    expect(answeredFromApplicantAddress('203.0.113.9', '203.0.113.9')).toBe(true);
    expect(answeredFromApplicantAddress('203.0.113.9', '203.0.113.10')).toBe(false);
    expect(answeredFromApplicantAddress('203.0.113.9', null)).toBe(false);
    expect(answeredFromApplicantAddress('', '')).toBe(false);
  });

  it('two referees of one order from one address', () => {
    expect(sharedAddressWithReferee('198.51.100.7', ['198.51.100.8', '198.51.100.7'])).toBe(true);
    expect(sharedAddressWithReferee('198.51.100.7', ['198.51.100.8'])).toBe(false);
    expect(sharedAddressWithReferee('198.51.100.7', [])).toBe(false);
  });

  it('a free-mail address for a referee who names a company', () => {
    expect(freeMailForCompany('Daniel.Price@GMAIL.com', 'Price Consulting')).toBe(true);
    expect(freeMailForCompany('daniel@priceconsulting.com.au', 'Price Consulting')).toBe(false);
    expect(freeMailForCompany('daniel.price@gmail.com', '  ')).toBe(false);
  });

  it('the referee’s email domain equals the applicant’s (free-mail domains say nothing)', () => {
    expect(sameDomainAsApplicant('boss@acme.com.au', 'worker@ACME.com.au')).toBe(true);
    expect(sameDomainAsApplicant('boss@acme.com.au', 'worker@other.com.au')).toBe(false);
    expect(sameDomainAsApplicant('boss@gmail.com', 'worker@gmail.com')).toBe(false);
    expect(emailDomain('no-at-sign')).toBe('');
  });

  it('answered in under 60 seconds', () => {
    expect(answeredTooFast(at(0), at(59))).toBe(true);
    expect(answeredTooFast(at(0), at(60))).toBe(false);
  });

  it('gathers the sentences of the signals raised, none for a clean answer', () => {
    const clean = refereeSignals(
      { ip: '198.51.100.7', email: 'm.chen@svhs.org.au', company: 'St Vincent’s', startedAt: at(0), finishedAt: new Date(at(0).getTime() + 600_000) },
      { applicantIp: '203.0.113.9', applicantEmail: 'olivia@example.com.au', otherRefereeIps: ['198.51.100.8'] },
    );
    expect(clean).toEqual([]);
    const all = refereeSignals(
      { ip: '203.0.113.9', email: 'x@example.com.au', company: '', startedAt: at(0), finishedAt: at(12) },
      { applicantIp: '203.0.113.9', applicantEmail: 'olivia@example.com.au', otherRefereeIps: ['203.0.113.9'] },
    );
    expect(all).toEqual([
      'Answered from the address the applicant submitted from (203.0.113.9).',
      'Another referee of this order answered from the same address (203.0.113.9).',
      "The referee's email domain is the applicant's (example.com.au).",
      'Answered in 12 seconds (under 60).',
    ]);
  });
});

describe('referee ids', () => {
  it('are random integers of at least 48 bits, exact in JSON, never sequential', () => {
    const ids = Array.from({ length: 2000 }, newRefereeId);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(REFEREE_ID_MIN);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...ids].sort((a, b) => a - b);
    const smallestGap = Math.min(...sorted.slice(1).map((id, i) => id - sorted[i]));
    expect(smallestGap).toBeGreaterThan(1000);
  });
});
