// Consent (§2.3, §4, §5): the applicant's name, date of birth and email read-only, the identity message, the consent
// text (police check or not), the consent and authorisation checkboxes and the applicant signature (engine fields of
// the Consent tab), and the Final Review: Download Application (get_application_pdf), BACK and SUBMIT INFORMATION
// (save the tab, then submit_application; approve 1 moves to the confirmation, otherwise the message in a dialog).
import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Box, Button, Callout, Card, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { DownloadIcon, IdCardIcon } from '@radix-ui/react-icons';
import { api } from '../../../app/api';
import { notify } from '../../../app/notices';
import { useApi } from '../../../app/useApi';
import { fullDateToShown, type DynamicField, type JsonSchema, type UiSchema } from '../../../engine';
import { useApplication } from '../context';
import { consentParagraphs, DEFAULT_IDENTITY_MESSAGE, hasPoliceCheck } from '../consentTexts';
import { saveDownloadedFile } from '../download';
import { fieldValue, withFieldUi } from '../formValues';
import { ImportantDialog } from '../ImportantDialog';
import { isApproved, PDF_FAILED, REFUSED_WITHOUT_REASON, verdictMessage } from '../messages';
import { neighbours, readDocsMessage, type ApplicationStep } from '../state';
import { StepNav } from '../StepNav';
import { TabFormView } from '../TabFormView';
import { useTabForm, type StepData } from '../useTabForm';
import { SignatureWidget } from '../../../../widgets/registry';

// The consent step always asks for a signature: its widget's code is fetched as soon as the step's code runs, beside
// the step's own data (which the form waits for anyway), so it is there when the form draws (widgets/deferredWidget.tsx).
void SignatureWidget.preload().catch(() => {});

export const SUBMIT_LABEL = 'SUBMIT INFORMATION';
const PERSONAL_TAB = 'Personal Details';

/** §5 consent submit: "every compulsory field that is empty, undefined or N gets 'This field is mandatory.'". */
const CONSENT_VALIDATION = { treatNAsEmpty: true } as const;

/** The consent and authorisation questions are checkboxes here rather than Yes/No radios. */
const CHECKBOX_FIELDS = ['ConsentInd', 'ShareConsent'];
/** Filled by the server from the account and the order: shown, not edited, once they have a value. */
const READ_ONLY_FIELDS = ['ClientName', 'ClientABN'];

export interface ApplicantDetails {
  name: string;
  dateOfBirth: string;
  email: string;
}

/** Name, date of birth and email from the Personal Details answers (stored values). */
export function applicantDetails(
  personal: readonly Pick<DynamicField, 'FieldID' | 'TableLocation' | 'TableValue'>[],
  fallbackName: string,
): ApplicantDetails {
  const value = (id: string) => personal.find((def) => def.FieldID === id && !def.TableLocation)?.TableValue?.trim() ?? '';
  const name = [value('FirstName'), value('MiddleName'), value('Surname')].filter(Boolean).join(' ');
  const dob = value('DOB');
  return { name: name || fallbackName, dateOfBirth: dob ? fullDateToShown(dob) : '', email: value('Email') };
}

/** The Consent tab's uiSchema with the checkboxes, the read-only values and the email moved to "Your details". */
export function consentUi(schema: JsonSchema, uiSchema: UiSchema, data: StepData): UiSchema {
  let ui = uiSchema;
  for (const id of CHECKBOX_FIELDS) ui = withFieldUi(schema, ui, id, (field) => ({ ...field, 'ui:widget': 'check' }));
  for (const id of READ_ONLY_FIELDS) {
    if (fieldValue(schema, data, id) !== undefined) ui = withFieldUi(schema, ui, id, (field) => ({ ...field, 'ui:readonly': true }));
  }
  // The email is shown read-only with the name and date of birth; the form keeps (and sends) it hidden once filled.
  if (fieldValue(schema, data, 'Email') !== undefined) ui = withFieldUi(schema, ui, 'Email', () => ({ 'ui:widget': 'hidden' }));
  return ui;
}

function usePersonalDetails(): { details: ApplicantDetails | null; failed: boolean } {
  const { orderId, portalVersion, user, steps } = useApplication();
  const [details, setDetails] = useState<ApplicantDetails | null>(null);
  const [failed, setFailed] = useState(false);
  const hasPersonalTab = steps.some((step) => step.tabName === PERSONAL_TAB);
  useEffect(() => {
    if (!hasPersonalTab) {
      setDetails({ name: user.Name, dateOfBirth: '', email: '' });
      return;
    }
    const controller = new AbortController();
    api
      .call(
        'POST /application/get_tab_req',
        { body: { order_id: orderId, tab_name: PERSONAL_TAB, portalVersion } },
        { signal: controller.signal },
      )
      .then((defs) => setDetails(applicantDetails(Array.isArray(defs) ? defs : [], user.Name)))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [hasPersonalTab, orderId, portalVersion, user.Name]);
  return { details, failed };
}

export function ConsentStep({ step }: { step: ApplicationStep }) {
  const { orderId, user, steps, portalVersion, goTo } = useApplication();
  const { previous, next } = neighbours(steps, step.url);
  const services = useApi('GET /services/:userId/:orderId', { userId: String(user.Id), orderId: String(orderId) });
  const personal = usePersonalDetails();
  const [downloading, setDownloading] = useState(false);
  const { mutate } = useSWRConfig();

  const tab = useTabForm({ tabName: step.tabName, validateOptions: CONSENT_VALIDATION });
  const form = tab.form;
  const uiSchema = useMemo(() => (form ? consentUi(form.schema, tab.uiSchema, tab.data) : tab.uiSchema), [form, tab.uiSchema, tab.data]);
  const view = { ...tab, uiSchema };

  const email = (form && fieldValue(form.schema, tab.data, 'Email')) || personal.details?.email || '';
  const clientName = form ? fieldValue(form.schema, tab.data, 'ClientName') : undefined;
  const policeCheck = hasPoliceCheck(Array.isArray(services.data) ? services.data : []);
  const identityMessage = readDocsMessage(orderId) || DEFAULT_IDENTITY_MESSAGE;

  const download = async () => {
    setDownloading(true);
    try {
      const file = await api.download('POST /application/get_application_pdf', { body: { orderId } });
      saveDownloadedFile(file, `Application-${orderId}.pdf`);
    } catch {
      notify(PDF_FAILED, 'error');
    } finally {
      setDownloading(false);
    }
  };

  const submit = () => {
    tab.setImportant(null);
    void tab.saveAndContinue(async () => {
      // IPAddress: the portal runs without internet access, so no public IP-lookup service is asked (§7 names one);
      // an empty value lets the server record the address the request came from.
      const answer = await api.call('POST /application/submit_application', {
        body: { orderId, portalVersion, IPAddress: '' },
      });
      if (!isApproved(answer)) {
        tab.setImportant(verdictMessage(answer) || REFUSED_WITHOUT_REASON);
        return;
      }
      // The order and its checks have moved on (Open -> In progress): home must not show them from the cache, and the
      // application's steps turn read-only (a browser BACK to a step shows it so).
      void mutate((key) => typeof key === 'string' && /^\/(orders|services|application\/get_application_state)\//.test(key), undefined, {
        revalidate: true,
      });
      if (next) goTo(next.url);
    });
  };

  return (
    <Flex direction="column" gap="4">
      <Card size={{ initial: '2', sm: '3' }}>
        <Heading as="h2" size="5" mb="3">
          Applicant
        </Heading>
        {personal.details === null && !personal.failed ? (
          <Spinner aria-label="Loading your details" />
        ) : (
          <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
            <DataList.Item>
              <DataList.Label>Name</DataList.Label>
              <DataList.Value>{personal.details?.name || user.Name}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Date of birth</DataList.Label>
              <DataList.Value>{personal.details?.dateOfBirth || '-'}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Email</DataList.Label>
              <DataList.Value>{email || '-'}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
        )}
      </Card>

      <Callout.Root color="indigo">
        <Callout.Icon>
          <IdCardIcon />
        </Callout.Icon>
        <Callout.Text>{identityMessage}</Callout.Text>
      </Callout.Root>

      <Card size={{ initial: '2', sm: '3' }}>
        <Heading as="h2" size="5" mb="3">
          {policeCheck ? 'Consent to a police check' : 'Consent to the checks'}
        </Heading>
        {services.data === undefined && !services.error ? (
          <Spinner aria-label="Loading the consent text" />
        ) : (
          <Flex direction="column" gap="2" data-testid="consent-text">
            {consentParagraphs(policeCheck, clientName).map((paragraph) => (
              <Text as="p" size="2" key={paragraph}>
                {paragraph}
              </Text>
            ))}
          </Flex>
        )}
      </Card>

      <TabFormView tab={view} id="step-consent" />

      {/* Drawn once the form is: under a form still loading it would be pushed down when the form arrives. */}
      {tab.status === 'loading' ? null : (
        <Card size={{ initial: '2', sm: '3' }} asChild className="application-after-form">
          <section aria-labelledby="final-review-title">
            <Heading as="h2" size="5" id="final-review-title" mb="2">
              Final Review
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              Download your application to check your answers before you submit it. Once submitted, it can no longer be
              changed here.
            </Text>
            <Box>
              <Button type="button" size="3" variant="outline" onClick={download} disabled={downloading} className="application-wide-button">
                {downloading ? <Spinner size="2" /> : <DownloadIcon aria-hidden="true" />}
                Download Application
              </Button>
            </Box>
            <StepNav
              onBack={previous ? () => goTo(previous.url) : undefined}
              onNext={submit}
              nextLabel={SUBMIT_LABEL}
              busy={tab.saving}
              nextDisabled={tab.status !== 'ready'}
            />
          </section>
        </Card>
      )}
      <ImportantDialog message={tab.important} onClose={() => tab.setImportant(null)} />
    </Flex>
  );
}
