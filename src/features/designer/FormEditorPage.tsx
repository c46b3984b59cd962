// The form designer's editor (/admin/backoffice/forms/:formKey): the fields by section, the field panel (an engine
// form), the live preview, undo and redo, the draft saved as the operator works, publishing (the engine's publish check
// first, then the server's), the versions, export and import.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AlertDialog, Badge, Box, Button, Callout, Flex, Heading, Link, Text } from '@radix-ui/themes';
import {
  CheckCircledIcon,
  DownloadIcon,
  ExclamationTriangleIcon,
  ResetIcon,
  UploadIcon,
} from '@radix-ui/react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { api, errorText } from '../../app/api';
import { PageHeader } from '../../app/PageHeader';
import { saveBlob } from '../../app/saveFile';
import { checkForm, type FormProblem } from '../../engine/form-check';
import { FieldList, fieldRowId } from './FieldList';
import { FieldPanel } from './FieldPanel';
import { addField, moveField, moveToSection, removeField, replaceField, sectionOf, type DesignerField, type FormKind } from './fields';
import { FORMS_PATH, KIND_LABELS } from './paths';
import { Preview } from './Preview';
import { describeChanges } from './changeWords';
import { exportFileName, exportText, readImport } from './transfer';
import { problemsOf, useDesignerDraft, type SaveState } from './useDesignerDraft';
import { shownTime, VersionsDialog } from './VersionsDialog';
import { Loading } from '../../app/Loading';
import './designer.css';

function SaveStatus({ save }: { save: SaveState }) {
  let text: string;
  let color: 'gray' | 'red' = 'gray';
  if (save.status === 'saving') text = 'Saving…';
  else if (save.status === 'saved') text = `Saved ${shownTime(save.at)}`;
  else if (save.status === 'error') {
    text = `Not saved: ${save.message}`;
    color = 'red';
  } else text = 'No draft: this is the published version';
  return (
    <Text size="2" color={color} role="status" aria-live="polite">
      {text}
    </Text>
  );
}

/** Problems, each a link that selects the field it concerns. */
function ProblemList({ title, problems, onShow }: { title: string; problems: readonly FormProblem[]; onShow(fieldId: string): void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon aria-hidden />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        <Callout.Text weight="bold">{title}</Callout.Text>
        <ul className="designer-problems">
          {problems.map((problem, i) => (
            <li key={i}>
              <Text size="2">
                {problem.FieldID ? (
                  <Link asChild>
                    <button type="button" className="designer-link-button" onClick={() => onShow(problem.FieldID)}>
                      {problem.FieldID}
                    </button>
                  </Link>
                ) : (
                  'The form'
                )}
                : {problem.Message}
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Callout.Root>
  );
}

/** Undo and redo from the keyboard, except while typing in a text input (where the browser's own undo applies). */
function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) {
        const type = (target as HTMLInputElement).type;
        if (target.tagName !== 'INPUT' || !['checkbox', 'radio', 'button', 'submit', 'file'].includes(type)) return;
      }
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

type Notice = { tone: 'green' | 'red'; text: string; problems?: FormProblem[] } | null;

export function FormEditorPage() {
  const formKey = useParams().formKey ?? '';
  const draft = useDesignerDraft(formKey);
  const { form, fields } = draft;
  const kind: FormKind = form?.Kind ?? 'application-tab';
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<'publish' | 'discard' | 'import' | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  /** The changes the operator is asked to publish (the dialog is open while set). */
  const [confirmPublish, setConfirmPublish] = useState<string[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const catalogue = form?.catalogue;
  // The publish check, live, with the lookup lists the server's check has (the designer's read answers them).
  const problems = useMemo(() => checkForm(kind, fields, catalogue), [kind, fields, catalogue]);
  const flagged = useMemo(() => new Set(problems.map((p) => p.FieldID)), [problems]);
  const index = selected !== null && selected < fields.length ? selected : null;

  const edit = useCallback(
    (next: { fields: DesignerField[]; index: number | null }, key?: string) => {
      draft.edit(next.fields, key);
      setSelected(next.index);
      return next.index;
    },
    [draft],
  );
  useUndoKeys(draft.undo, draft.redo);

  /** Brings the selected row and its panel into view (on a phone the panel is below the whole list). */
  const revealPanel = (at: number | null) =>
    requestAnimationFrame(() => {
      if (at === null) return;
      document.getElementById(fieldRowId(at))?.scrollIntoView({ block: 'nearest' });
      document.getElementById('designer-panel')?.scrollIntoView({ block: 'nearest' });
    });

  const showField = useCallback(
    (fieldId: string) => {
      const at = fields.findIndex((f) => f.FieldID === fieldId);
      if (at === -1) return;
      setSelected(at);
      requestAnimationFrame(() => document.getElementById(fieldRowId(at))?.focus());
    },
    [fields],
  );

  /** Publish asks first: the check's problems, or the changes since the published version in people's words. */
  const askToPublish = () => {
    setNotice(null);
    const found = checkForm(kind, fields, catalogue);
    if (found.length > 0) {
      setNotice({ tone: 'red', text: 'Not published: fix these first.', problems: found });
      return;
    }
    setConfirmPublish(form ? describeChanges(kind, form.fields, fields, catalogue) : []);
  };

  const publish = async () => {
    setBusy('publish');
    try {
      if (!(await draft.flush())) {
        setNotice({ tone: 'red', text: 'Not published: the draft could not be saved.' });
        return;
      }
      const answer = await api.call('POST /backoffice/definitions/:formKey/publish', { params: { formKey } });
      await draft.reload();
      setConfirmPublish(null);
      setNotice({ tone: 'green', text: `Published as version ${answer.PublishedVersion}: new orders get it from now on.` });
    } catch (error) {
      const listed = problemsOf(error);
      setConfirmPublish(null);
      setNotice({ tone: 'red', text: listed.length > 0 ? 'Not published: the server found these problems.' : errorText(error), problems: listed });
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    setBusy('discard');
    setNotice(null);
    try {
      await api.call('DELETE /backoffice/definitions/:formKey/draft', { params: { formKey } });
      await draft.reload();
      setSelected(null);
      setNotice({ tone: 'green', text: 'The draft was discarded: the form is the published version again.' });
    } catch (error) {
      setNotice({ tone: 'red', text: errorText(error) });
    } finally {
      setBusy(null);
      setConfirmDiscard(false);
    }
  };

  const exportForm = () => {
    if (!form) return;
    saveBlob(new Blob([exportText(kind, form.Title, fields)], { type: 'application/json' }), exportFileName(form.Title));
  };

  const importFile = async (file: File) => {
    if (!form) return;
    setNotice(null);
    const read = readImport(kind, form.Title, await file.text());
    if (!read.ok) {
      setNotice({ tone: 'red', text: `${file.name} was not imported. ${read.message}`, problems: read.problems });
      return;
    }
    setBusy('import');
    try {
      await api.call('PUT /backoffice/definitions/:formKey/draft', { params: { formKey }, body: { fields: read.fields } });
      await draft.reload();
      setSelected(null);
      setNotice({ tone: 'green', text: `${file.name} is the draft now: check it in the preview, then publish it.` });
    } catch (error) {
      const listed = problemsOf(error);
      setNotice({ tone: 'red', text: `${file.name} was not imported. ${listed.length > 0 ? 'The server refused these fields:' : errorText(error)}`, problems: listed });
    } finally {
      setBusy(null);
    }
  };

  const title = form ? form.Title : 'Form designer';
  if (draft.loadError) {
    return (
      <>
        <PageHeader title={title} />
        <Callout.Root color="red" role="alert">
          <Callout.Text>{draft.loadError}</Callout.Text>
          <Button type="button" variant="soft" onClick={draft.retry}>
            Try again
          </Button>
        </Callout.Root>
      </>
    );
  }
  if (!form) {
    return (
      <>
        <PageHeader title={title} />
        <Loading what="Loading the form…" />
      </>
    );
  }

  const newSection = () => {
    const taken = new Set(fields.map((f) => sectionOf(kind, f)));
    let n = 1;
    while (taken.has(`New section ${n}`)) n += 1;
    revealPanel(edit(addField(kind, fields, `New section ${n}`)));
  };

  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            <Link asChild>
              <RouterLink to={FORMS_PATH}>Forms</RouterLink>
            </Link>{' '}
            · {KIND_LABELS[kind]} · published version {form.PublishedVersion}
          </>
        }
      />
      <Flex className="designer-toolbar" gap="2" wrap="wrap" align="center" mb="3" role="toolbar" aria-label="Form actions">
        <Button type="button" variant="soft" color="gray" onClick={draft.undo} disabled={!draft.canUndo} aria-keyshortcuts="Control+Z">
          <ResetIcon aria-hidden /> Undo
        </Button>
        <Button type="button" variant="soft" color="gray" onClick={draft.redo} disabled={!draft.canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
          <ResetIcon aria-hidden className="designer-flip" /> Redo
        </Button>
        <Button type="button" onClick={askToPublish} loading={busy === 'publish'} disabled={busy !== null || !draft.hasDraft}>
          <CheckCircledIcon aria-hidden /> Publish
        </Button>
        <VersionsDialog formKey={formKey} form={{ kind, fields, catalogue: catalogue ?? {} }} onRestored={() => void draft.reload().then(() => setSelected(null))} />
        <Button type="button" variant="soft" color="gray" onClick={exportForm}>
          <DownloadIcon aria-hidden /> Export
        </Button>
        <Button type="button" variant="soft" color="gray" loading={busy === 'import'} onClick={() => fileInput.current?.click()}>
          <UploadIcon aria-hidden /> Import
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Form file to import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <Button type="button" variant="outline" color="red" disabled={!draft.hasDraft || busy !== null} onClick={() => setConfirmDiscard(true)}>
          Discard draft
        </Button>
        <Box flexGrow="1" />
        <SaveStatus save={draft.save} />
      </Flex>
      {draft.save.status === 'error' && draft.save.problems.length > 0 && (
        <Box mb="3">
          <ProblemList title="The draft was not saved: the server refused these fields." problems={draft.save.problems} onShow={showField} />
        </Box>
      )}
      {notice && (
        <Box mb="3">
          {notice.problems && notice.problems.length > 0 ? (
            <ProblemList title={notice.text} problems={notice.problems} onShow={showField} />
          ) : (
            <Callout.Root color={notice.tone} role={notice.tone === 'red' ? 'alert' : 'status'}>
              <Callout.Icon>{notice.tone === 'green' ? <CheckCircledIcon aria-hidden /> : <ExclamationTriangleIcon aria-hidden />}</Callout.Icon>
              <Callout.Text>{notice.text}</Callout.Text>
            </Callout.Root>
          )}
        </Box>
      )}
      <div className="designer-layout">
        <section className="designer-editor" aria-label="Fields">
          {/* On a desktop the list scrolls in its own box, so the panel below it stays in reach of any row. */}
          <div className="designer-list-scroll">
            <FieldList
              kind={kind}
              fields={fields}
              catalogue={form.catalogue}
              selected={index}
              flagged={flagged}
              onSelect={(at) => {
                setSelected(at);
                revealPanel(at);
              }}
              onMove={(at, step) => edit(moveField(kind, fields, at, step))}
              onMoveToSection={(at, section) => edit(moveToSection(kind, fields, at, section))}
              onRemove={(at) => edit(removeField(fields, at))}
              onAdd={(section) => revealPanel(edit(addField(kind, fields, section)))}
              onAddSection={newSection}
            />
          </div>
          {index !== null && (
            <Box className="designer-panel-box" mt="3" asChild>
              <section aria-label="Field panel" id="designer-panel">
                <FieldPanel
                  kind={kind}
                  fields={fields}
                  index={index}
                  catalogue={form.catalogue}
                  problems={problems.filter((p) => p.FieldID === fields[index].FieldID)}
                  onChange={(next) => edit(replaceField(fields, index, next), `panel:${index}`)}
                />
              </section>
            </Box>
          )}
        </section>
        <section className="designer-preview-column" aria-labelledby="designer-preview-title">
          <Flex align="center" gap="2" mb="2">
            <Heading as="h2" size="4" id="designer-preview-title">
              Preview
            </Heading>
            {draft.hasDraft && (
              <Badge color="amber" variant="soft">
                Draft
              </Badge>
            )}
          </Flex>
          <Preview kind={kind} fields={fields} catalogue={form.catalogue} />
        </section>
      </div>
      <AlertDialog.Root open={confirmPublish !== null} onOpenChange={(open) => !open && busy !== 'publish' && setConfirmPublish(null)}>
        <AlertDialog.Content maxWidth="560px">
          <AlertDialog.Title>Publish version {form.PublishedVersion + 1}?</AlertDialog.Title>
          <AlertDialog.Description size="2">
            New orders get it from now on; orders already started keep the version they began with.
          </AlertDialog.Description>
          <Heading as="h3" size="2" mt="3" mb="1">
            What changes since version {form.PublishedVersion}
          </Heading>
          {confirmPublish && confirmPublish.length > 0 ? (
            <ul className="designer-changes" aria-label="Changes to publish" tabIndex={0}>
              {confirmPublish.map((text, i) => (
                <li key={i}>
                  <Text size="2">{text}</Text>
                </li>
              ))}
            </ul>
          ) : (
            <Text as="p" size="2" color="gray">
              No field changes: the version is the same as the published one.
            </Text>
          )}
          <Flex gap="3" mt="4" justify="end" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={busy === 'publish'}>
                Keep editing
              </Button>
            </AlertDialog.Cancel>
            <Button loading={busy === 'publish'} onClick={() => void publish()}>
              Publish version {form.PublishedVersion + 1}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
      <AlertDialog.Root open={confirmDiscard} onOpenChange={setConfirmDiscard}>
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>Discard the draft?</AlertDialog.Title>
          <AlertDialog.Description size="2">
            Every change since version {form.PublishedVersion} is thrown away; the published form stays as it is.
          </AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                Keep it
              </Button>
            </AlertDialog.Cancel>
            <Button color="red" loading={busy === 'discard'} onClick={() => void discard()}>
              Discard draft
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}
