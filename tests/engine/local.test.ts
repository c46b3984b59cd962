import { describe, expect, it } from 'vitest';
import { textValues, withChoices, withoutProperties, withReadonly, withRequired } from '../../src/engine';

const schema = {
  type: 'object',
  required: ['FirstName', 'ClientID'],
  properties: { FirstName: { type: 'string', title: 'First name' }, ClientID: { type: 'string', title: 'Client', enum: ['x'] } },
};

describe('local form helpers', () => {
  it('fills choices from the server as an enum labelled by ui:enumNames, without touching the original', () => {
    const uiSchema = { ClientID: { 'ui:widget': 'select', 'ui:enumNames': { x: 'Old' } } };
    const next = withChoices({ schema, uiSchema }, 'ClientID', [{ label: 'Harbour Health Group', value: '1' }]);
    expect(next.schema.properties).toMatchObject({ ClientID: { type: 'string', title: 'Client', enum: ['1'] } });
    expect(next.uiSchema).toEqual({ ClientID: { 'ui:widget': 'select', 'ui:enumNames': { 1: 'Harbour Health Group' } } });
    expect(schema.properties.ClientID.enum).toEqual(['x']);
    expect(uiSchema.ClientID['ui:enumNames']).toEqual({ x: 'Old' });
    // No choices: a plain string, without labels.
    const empty = withChoices({ schema, uiSchema }, 'ClientID', []);
    expect(empty.schema.properties.ClientID).toEqual({ type: 'string', title: 'Client' });
    expect(empty.uiSchema).toEqual({ ClientID: { 'ui:widget': 'select' } });
    expect(() => withChoices({ schema }, 'Nope', [])).toThrow('no property "Nope"');
  });

  it('removes properties with their required entries and ui order', () => {
    const out = withoutProperties(schema, { ClientID: { 'ui:widget': 'select' }, 'ui:order': ['ClientID', 'FirstName'] }, ['ClientID']);
    expect(Object.keys(out.schema.properties as object)).toEqual(['FirstName']);
    expect(out.schema.required).toEqual(['FirstName']);
    expect(out.uiSchema).toEqual({ 'ui:order': ['FirstName'] });
  });

  it('adds required fields once and marks a field read-only with help', () => {
    expect(withRequired(schema, ['ClientID', 'Cost']).required).toEqual(['FirstName', 'ClientID', 'Cost']);
    expect(withReadonly({}, 'ClientID', 'Clean the list first.')).toEqual({ ClientID: { 'ui:readonly': true, 'ui:help': 'Clean the list first.' } });
  });

  it('reads the named texts of what a form reported, leaving out the rest rather than setting them undefined', () => {
    const reported = { dateFrom: '2026-11-01', dateTo: '', clientId: 7, serviceId: undefined, extra: 'kept out' };
    const read = textValues(reported, ['dateFrom', 'dateTo', 'clientId', 'serviceId', 'checkStatus']);
    expect(read).toEqual({ dateFrom: '2026-11-01', dateTo: '' });
    expect(Object.keys(read)).toEqual(['dateFrom', 'dateTo']);
  });
});
