// The Suggested services section of the Deals page (portal §2, §4 "Deals"): the category select (1 Suggested,
// 0 All Services, or a category; values from get_types 'Ads Categories'), drawn by the engine from
// schemas/forms/deals-category.json, and the partner offers grouped by category. VISIT SITE is a link that opens the
// partner in a new tab without giving it this page (noopener); pressing it also reports the click (capture_click).
import { useCallback, useMemo, useState } from 'react';
import { Badge, Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { EngineForm } from '../../../widgets';
import { useLocalForm } from '../../../widgets/useLocalForm';
import { api, ApiError } from '../../app/api';
import { FormLoading } from '../../app/FormLoading';
import { notify } from '../../app/notices';
import { useApi, usePostRead } from '../../app/useApi';
import { withChoices } from '../../engine';
import type { ReplyOf } from '../../../schemas/api';
import { NO_DATA } from './ScoreCards';
import { Loading } from '../../app/Loading';

type Offer = ReplyOf<'GET /reports/solutions_promotion/:orderId/:flag'>[number];

export const ADS_CATEGORIES = 'Ads Categories';
export const LOADING = 'Loading ...';
const SUGGESTED = '1';

/** Deals notify on a refusal or a server error, and ignore the rest (portal §8): a lost click is no one's business. */
function reportClick(orderId: string, offer: Offer) {
  api
    .call('POST /utilities/capture_click', { body: { orderID: orderId, PartnerID: offer.PartnerID, URL: offer.SolutionUrl } })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status >= 400) notify(error.message, 'error');
    });
}

function OfferCard({ orderId, offer }: { orderId: string; offer: Offer }) {
  return (
    <Card size="2" className="deals-offer">
      <Flex gap="3" align="start">
        {offer.LogoLocation ? (
          <img src={offer.LogoLocation} alt="" width={56} height={56} className="deals-logo" loading="lazy" />
        ) : null}
        <Flex direction="column" gap="2" style={{ minWidth: 0, flex: 1 }}>
          <Box>
            <Heading as="h4" size="3">
              {offer.Provider}
            </Heading>
            {offer.SubCategory ? (
              <Badge color="gray" variant="soft" mt="1">
                {offer.SubCategory}
              </Badge>
            ) : null}
          </Box>
          <Text as="p" size="2">
            {offer.SolutionDesc}
          </Text>
          <Box>
            <Button asChild size="2">
              <a
                href={offer.SolutionUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => reportClick(orderId, offer)}
                aria-label={`VISIT SITE: ${offer.Provider} (opens in a new tab)`}
              >
                VISIT SITE <ExternalLinkIcon aria-hidden="true" />
              </a>
            </Button>
          </Box>
        </Flex>
      </Flex>
    </Card>
  );
}

function OfferList({ orderId, flag, labelOf }: { orderId: string; flag: string; labelOf: (category: string) => string }) {
  const offers = useApi('GET /reports/solutions_promotion/:orderId/:flag', { orderId, flag });
  if (offers.error) {
    return (
      <Text as="p" color="red" role="alert">
        {offers.error.message}
      </Text>
    );
  }
  if (!offers.data) {
    return <Loading what={LOADING} />;
  }
  if (offers.data.length === 0) return <Text color="gray">{NO_DATA}</Text>;
  // Grouped by category, in the order the server sorted them (Category, then SubCategory).
  const groups = new Map<string, Offer[]>();
  for (const offer of offers.data) groups.set(offer.Category, [...(groups.get(offer.Category) ?? []), offer]);
  return (
    <Flex direction="column" gap="4">
      {[...groups].map(([category, list]) => (
        <section key={category} aria-label={labelOf(category)}>
          <Heading as="h3" size="3" mb="2" color="gray">
            {labelOf(category)}
          </Heading>
          <Grid columns={{ initial: '1', md: '2' }} gap="3">
            {list.map((offer) => (
              <OfferCard key={offer.PartnerID} orderId={orderId} offer={offer} />
            ))}
          </Grid>
        </section>
      ))}
    </Flex>
  );
}

export function PartnerOffers({ orderId }: { orderId: string }) {
  const { form, error: formError } = useLocalForm('deals-category');
  const categories = usePostRead('POST /utilities/get_types', { body: { category: ADS_CATEGORIES } });
  const choices = useMemo(
    () => (categories.data ?? []).map((row) => ({ label: row.LookUpValue, value: row.MappingValue ?? row.LookUpValue })),
    [categories.data],
  );
  const listed = useMemo(() => form && categories.data && withChoices(form, 'category', choices), [form, categories.data, choices]);
  const [flag, setFlag] = useState(SUGGESTED);
  const formData = useMemo(() => ({ category: flag }), [flag]);
  const change = useCallback((data: Record<string, unknown>) => {
    if (typeof data.category === 'string' && data.category !== '') setFlag(data.category);
  }, []);
  const labelOf = useCallback((category: string) => choices.find((c) => c.value === category)?.label ?? category, [choices]);

  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="4">
          Suggested services
        </Heading>
        <Box className="deals-category">
          {formError || categories.error ? (
            <FormLoading failed />
          ) : !listed ? (
            <FormLoading failed={false} />
          ) : (
            <EngineForm id="deals-category" schema={listed.schema} uiSchema={listed.uiSchema} formData={formData} onChange={change} />
          )}
        </Box>
      </Flex>
      <Text as="p" size="2" color="gray" mb="4">
        Offers from our partners. They are independent of ClearCheck; visiting a site shares nothing about you or your
        results.
      </Text>
      <OfferList orderId={orderId} flag={flag} labelOf={labelOf} />
    </Card>
  );
}
