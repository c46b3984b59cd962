// The Credit score card (a gauge of score/1000 and the band table) and the Fraud score card with its bands, exactly
// the ranges of portal §9 (src/engine/score-bands.ts). A score that was not recorded shows 'No data'.
import type { ReactNode } from 'react';
import { Badge, Card, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { bandOf, CREDIT_BANDS, CREDIT_SCORE_MAX, creditPercent, FRAUD_BANDS, FRAUD_SCORE_MAX, type ScoreBand } from '../../engine/score-bands';

export const NO_DATA = 'No data';

/** A half-circle gauge; the arc's length is the percentage of the full scale. */
function Gauge({ score }: { score: number }) {
  const percent = creditPercent(score);
  const band = bandOf(CREDIT_BANDS, score);
  // A half circle of radius 80: its length is pi * 80.
  const length = Math.PI * 80;
  return (
    <svg
      viewBox="0 0 200 120"
      width="100%"
      style={{ maxWidth: 260 }}
      role="meter"
      aria-label="Credit score"
      aria-valuemin={0}
      aria-valuemax={CREDIT_SCORE_MAX}
      aria-valuenow={score}
      aria-valuetext={`${score} of ${CREDIT_SCORE_MAX}, ${band?.label ?? ''}`}
    >
      <path d="M 20 100 A 80 80 0 0 1 180 100" fill="none" stroke="var(--gray-a4)" strokeWidth="16" strokeLinecap="round" />
      <path
        d="M 20 100 A 80 80 0 0 1 180 100"
        fill="none"
        stroke={`var(--${band?.color ?? 'gray'}-9)`}
        strokeWidth="16"
        strokeLinecap="round"
        strokeDasharray={`${(length * percent) / 100} ${length}`}
      />
      <text x="100" y="88" textAnchor="middle" fontSize="30" fontWeight="700" fill="var(--gray-12)">
        {score}
      </text>
      <text x="100" y="112" textAnchor="middle" fontSize="12" fill="var(--gray-11)">
        {`${percent.toFixed(1)}% of ${CREDIT_SCORE_MAX.toLocaleString('en-AU')}`}
      </text>
    </svg>
  );
}

function BandTable({ bands, current, caption }: { bands: readonly ScoreBand[]; current: ScoreBand | undefined; caption: string }) {
  return (
    <Table.Root size="1" variant="ghost">
      {/* Names the table itself (Table.Root's props go to its wrapper). */}
      <VisuallyHidden asChild>
        <caption>{caption}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Band</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">Range</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {bands.map((band) => {
          const here = band === current;
          return (
            <Table.Row key={band.label} aria-current={here ? 'true' : undefined} className={here ? 'deals-band-current' : undefined}>
              <Table.Cell>
                <Flex gap="2" align="center">
                  <Badge color={band.color} variant={here ? 'solid' : 'soft'}>
                    {band.label}
                  </Badge>
                  {here ? <Text size="1" weight="bold">Your score</Text> : null}
                </Flex>
              </Table.Cell>
              <Table.Cell justify="end">
                {band.min.toLocaleString('en-AU')} - {band.max.toLocaleString('en-AU')}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * A score's card: its title, then 'No data', or the score drawn by `figure` (given the band's badge), an optional
 * note and the band table with the score's band marked.
 */
function ScoreCard({
  title,
  score,
  bands,
  figure,
  note,
}: {
  title: string;
  score: number | null;
  bands: readonly ScoreBand[];
  figure: (score: number, badge: ReactNode) => ReactNode;
  note?: string;
}) {
  const band = score === null ? undefined : bandOf(bands, score);
  const badge = band ? (
    <Badge size="2" color={band.color}>
      {band.label}
    </Badge>
  ) : null;
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Heading as="h2" size="4" mb="3">
        {title}
      </Heading>
      {score === null ? (
        <Text color="gray">{NO_DATA}</Text>
      ) : (
        <Flex direction="column" gap="3">
          {figure(score, badge)}
          {note ? (
            <Text as="p" size="2" color="gray">
              {note}
            </Text>
          ) : null}
          <BandTable bands={bands} current={band} caption={`${title} bands`} />
        </Flex>
      )}
    </Card>
  );
}

export function CreditScoreCard({ score }: { score: number | null }) {
  return (
    <ScoreCard
      title="Credit score"
      score={score}
      bands={CREDIT_BANDS}
      figure={(known, badge) => (
        <Flex direction="column" align="center" gap="1">
          <Gauge score={known} />
          {badge}
        </Flex>
      )}
    />
  );
}

export function FraudScoreCard({ score }: { score: number | null }) {
  return (
    <ScoreCard
      title="Fraud score"
      score={score}
      bands={FRAUD_BANDS}
      figure={(known, badge) => (
        <Flex align="baseline" gap="3" wrap="wrap">
          <Text size="8" weight="bold">
            {known}
          </Text>
          <Text color="gray" size="2">
            of {FRAUD_SCORE_MAX}
          </Text>
          {badge}
        </Flex>
      )}
      note="The lower the score, the less likely an application in your name was fraudulent."
    />
  );
}
