import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { realmFixture } from '../../../test/router-fixtures';
import { RealmEditForm, buildRealmUpdate } from './realm-edit-modal';

const renderForm = (realm = realmFixture()) => renderPage(<RealmEditForm realm={realm} onClose={() => {}} />);

describe('RealmEditForm', () => {
  it('keeps a partner realm name read-only and hides the type selector', () => {
    renderForm(realmFixture({ type: 'partner_realm', realm_type: 'Sub Realm' }));
    expect(screen.getByLabelText(/Realm Name/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: /Realm Type/ })).not.toBeInTheDocument();
  });

  it('lets an SME realm change its name and offers Sub Realm or Independent Realm', () => {
    renderForm(realmFixture({ type: 'sme_realm', realm_type: 'Sub Realm' }));
    expect(screen.getByLabelText(/Realm Name/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Realm Type/ })).toHaveValue('Sub Realm');
  });

  it('never sends the name of a partner realm, and nothing without a type', () => {
    expect(buildRealmUpdate({ type: 'partner_realm' }, { name: 'Renamed', type: 'Sub Realm' })).toEqual({
      type: 'Sub Realm',
    });
    expect(buildRealmUpdate({ type: 'sme_realm' }, { name: ' Cafe ', type: 'Independent Realm' })).toEqual({
      name: 'Cafe',
      type: 'Independent Realm',
    });
    expect(buildRealmUpdate({ type: 'sme_realm' }, { name: 'Cafe', type: null })).toBeNull();
  });
});
