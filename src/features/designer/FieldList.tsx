// The form's fields by section, as the form is drawn: each row its label, FieldID, type, compulsory marker and the
// field that reveals it; buttons to select, move (up, down, to another section), remove, and add fields.
import { Badge, Button, Card, Flex, Heading, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon, ExclamationTriangleIcon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { NativeSelect } from '../../../widgets/inputs/NativeSelect';
import { fieldTypeLabel } from '../../engine/field-types';
import type { OptionCatalogue } from '../../engine/options';
import { canMove, fieldNames, groupBySection, parentAnswerLabel, type DesignerField, type FormKind } from './fields';

export interface FieldListProps {
  kind: FormKind;
  fields: readonly DesignerField[];
  /** The shared lookup lists: a parent's answers by label. */
  catalogue: OptionCatalogue;
  selected: number | null;
  /** FieldIDs the publish check finds a problem with. */
  flagged: ReadonlySet<string>;
  onSelect(index: number): void;
  onMove(index: number, step: -1 | 1): void;
  onMoveToSection(index: number, section: string): void;
  onRemove(index: number): void;
  onAdd(section: string): void;
  onAddSection(): void;
}

const NO_SECTION = '(no section)';

export function fieldRowId(index: number) {
  return `designer-row-${index}`;
}

export function FieldList(props: FieldListProps) {
  const { kind, fields, catalogue, selected, flagged } = props;
  const groups = groupBySection(kind, fields);
  const names = fieldNames(kind, fields);
  const fieldById = new Map(fields.map((f) => [f.FieldID, f]));
  const sectionNames = groups.map((g) => g.name);
  const noun = kind === 'reference-template' ? 'question' : 'field';

  return (
    <Flex direction="column" gap="3">
      {groups.length === 0 && (
        <Card>
          <Text color="gray">This form has no {noun}s yet: add the first one.</Text>
        </Card>
      )}
      {groups.map((group, groupIndex) => {
        const headingId = `designer-section-${groupIndex}`;
        return (
          <Card key={group.name || NO_SECTION} asChild>
            {/* A group, not a landmark: the preview beside it has sections of the same names. */}
            <div role="group" aria-labelledby={headingId}>
              <Heading as="h2" size="3" id={headingId} mb="2">
                {group.name || NO_SECTION}
              </Heading>
              <ul className="designer-rows">
                {group.fields.map(({ field, index }) => {
                  const name = field.FieldName.trim() || field.FieldID;
                  return (
                    <li key={index} className="designer-row" data-selected={selected === index || undefined}>
                      <button
                        type="button"
                        id={fieldRowId(index)}
                        className="designer-row-main"
                        aria-pressed={selected === index}
                        onClick={() => props.onSelect(index)}
                      >
                        <Text as="span" weight="medium" className="designer-row-label">
                          {name}
                          {field.IsCompulsory === 'Yes' && kind === 'application-tab' ? (
                            <Text as="span" color="red" title="Compulsory">
                              {' *'}
                              <VisuallyHidden> (compulsory)</VisuallyHidden>
                            </Text>
                          ) : null}
                        </Text>
                        <Flex as="span" gap="2" wrap="wrap" align="center">
                          <Text as="span" size="1" className="designer-code">
                            {field.FieldID}
                          </Text>
                          <Badge size="1" variant="soft" color="gray">
                            {fieldTypeLabel(field.FieldType, field.CustomWidget)}
                          </Badge>
                          {field.ParentField ? (
                            <Text as="span" size="1" color="gray">
                              shown when “{names.get(field.ParentField) ?? field.ParentField}” is “
                              {parentAnswerLabel(fieldById.get(field.ParentField), field.ParentValue, catalogue)}”
                            </Text>
                          ) : null}
                          {field.FillsField ? (
                            <Text as="span" size="1" color="gray">
                              fills “{names.get(field.FillsField) ?? field.FillsField}”
                            </Text>
                          ) : null}
                          {field.RelabelsFields === 'Y' ? (
                            <Text as="span" size="1" color="gray">
                              renames the fields
                            </Text>
                          ) : null}
                          {flagged.has(field.FieldID) ? (
                            <Badge size="1" color="amber">
                              <ExclamationTriangleIcon aria-hidden /> to fix
                            </Badge>
                          ) : null}
                        </Flex>
                      </button>
                      <Flex gap="2" align="center" className="designer-row-actions">
                        <IconButton
                          type="button"
                          size="2"
                          variant="ghost"
                          aria-label={`Move ${name} up`}
                          disabled={!canMove(kind, fields, index, -1)}
                          onClick={() => props.onMove(index, -1)}
                        >
                          <ArrowUpIcon aria-hidden />
                        </IconButton>
                        <IconButton
                          type="button"
                          size="2"
                          variant="ghost"
                          aria-label={`Move ${name} down`}
                          disabled={!canMove(kind, fields, index, 1)}
                          onClick={() => props.onMove(index, 1)}
                        >
                          <ArrowDownIcon aria-hidden />
                        </IconButton>
                        {sectionNames.length > 1 && (
                          <NativeSelect
                            aria-label={`Move ${name} to another section`}
                            value=""
                            onChange={(event) => {
                              if (event.target.value !== '') props.onMoveToSection(index, event.target.value);
                            }}
                          >
                            <option value="">Move to…</option>
                            {sectionNames
                              .filter((s) => s !== group.name)
                              .map((s) => (
                                <option key={s} value={s}>
                                  {s || NO_SECTION}
                                </option>
                              ))}
                          </NativeSelect>
                        )}
                        <IconButton
                          type="button"
                          size="2"
                          variant="ghost"
                          color="red"
                          aria-label={`Remove ${name}`}
                          onClick={() => props.onRemove(index)}
                        >
                          <TrashIcon aria-hidden />
                        </IconButton>
                      </Flex>
                    </li>
                  );
                })}
              </ul>
              <Button type="button" size="1" variant="soft" mt="2" onClick={() => props.onAdd(group.name)}>
                <PlusIcon aria-hidden /> Add a {noun} to {group.name || NO_SECTION}
              </Button>
            </div>
          </Card>
        );
      })}
      <Flex>
        <Button type="button" variant="soft" onClick={props.onAddSection}>
          <PlusIcon aria-hidden /> Add a {noun} in a new section
        </Button>
      </Flex>
    </Flex>
  );
}
