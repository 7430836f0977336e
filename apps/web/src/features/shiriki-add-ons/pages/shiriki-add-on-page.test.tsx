import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMenu } from '@ared/contract/menus';
import { setTokens, setUser } from '../../../lib/auth-store';
import { formatHeaderDate } from '../../../lib/format';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf, realmFixture } from '../../../test/router-fixtures';
import { formFields } from '../../../test/fake-xhr';
import { ShirikiAddOnPage } from './shiriki-add-on-page';

const MENU: TMenu = {
  id: 3,
  menu_type: 'food',
  realm: { id: 5, name: 'Kigali Central' },
  original_file_name: 'food.pdf',
  created: '2025-03-24T14:05:09',
  file: '/v1/food-drink-menu/3/download/',
};

function setup(hasMenus: boolean, handlers: Record<string, MockHandler> = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(
    meFixture({ partner: partnerFixture('Premium', { has_food_drink_menu_feature_enabled: hasMenus }) }),
  );
  const api = mockApi({
    'GET food-drink-menu/': () => ({ status: 200, body: pageOf([MENU]) }),
    'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 5 })]) }),
    ...handlers,
  });
  renderPage(<ShirikiAddOnPage />, { path: '/shiriki-add-on' });
  return { ...api, user: userEvent.setup({ applyAccept: false }) };
}

type User = ReturnType<typeof userEvent.setup>;
const dialog = () => screen.getByRole('dialog', { name: 'Upload Menu' });
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const box = (label: string) => within(dialog()).getByRole('checkbox', { name: label });
const fileInputs = () => dialog().querySelectorAll<HTMLInputElement>('input[type="file"]');
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const pickRealm = async (user: User) => {
  await user.click(within(dialog()).getAllByLabelText(/^Realm/)[0]!);
  await user.click(await screen.findByRole('option', { name: 'Kigali Central · Partner realm' }));
};

describe('ShirikiAddOnPage', () => {
  it("shows today's date; without the food and drink menu feature no Add Menu and no menu list", async () => {
    const { callsTo } = setup(false);
    expect(screen.getByTestId('shiriki-today')).toHaveTextContent(formatHeaderDate(new Date(), 120));
    expect(screen.queryByRole('button', { name: 'Add Menu' })).not.toBeInTheDocument();
    expect(screen.getByTestId('add-ons-placeholder')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo('GET food-drink-menu/')).toHaveLength(0);
  });

  it("with the feature: Add Menu and the partner's menus (food-drink-menu/?realm__partner=)", async () => {
    const { fetchMock } = setup(true);
    expect(screen.getByRole('button', { name: 'Add Menu' })).toBeInTheDocument();
    expect(await screen.findByText('food.pdf')).toBeInTheDocument();
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/v1/food-drink-menu/')!;
    expect(url.searchParams.get('realm__partner')).toBe('7');
  });

  it("the upload asks for Realm, Menu Type and each type's PDF, warning 'Provide the missing fields'", async () => {
    const { user, callsTo } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Add Menu' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(await toast('Provide the missing fields')).toBeInTheDocument();
    expect(within(dialog()).getByText('Realm field is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Menu Type field is required')).toBeInTheDocument();
    await user.click(box('Food'));
    await user.click(box('Drinks'));
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog()).findByText('Food Menu File is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Drinks Menu File is required')).toBeInTheDocument();
    expect(callsTo('POST food-drink-menu/')).toHaveLength(0);
  });

  it("ticking 'Food & Drinks' clears and disables Food and Drinks", async () => {
    const { user } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Add Menu' }));
    await user.click(box('Food'));
    await user.click(box('Drinks'));
    await user.click(box('Food & Drinks'));
    expect(box('Food')).not.toBeChecked();
    expect(box('Drinks')).not.toBeChecked();
    expect(box('Food')).toBeDisabled();
    expect(box('Drinks')).toBeDisabled();
    expect(fileInputs()).toHaveLength(1);
    await user.click(box('Food & Drinks'));
    expect(box('Food')).toBeEnabled();
  });

  it('sends one POST per menu and says which was uploaded', async () => {
    const { user, callsTo } = setup(true, {
      'POST food-drink-menu/': () => ({ status: 201, body: MENU }),
    });
    await user.click(screen.getByRole('button', { name: 'Add Menu' }));
    await pickRealm(user);
    await user.click(box('Food'));
    await user.click(box('Drinks'));
    await user.upload(fileInputs()[0]!, pdf('food.pdf'));
    await user.upload(fileInputs()[1]!, pdf('drinks.pdf'));
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(await toast('Food Menu uploaded successfully')).toBeInTheDocument();
    expect(await toast('Drinks Menu uploaded successfully')).toBeInTheDocument();
    const sent = callsTo('POST food-drink-menu/').map((c) => formFields(c.body));
    expect(sent).toEqual([
      { realm: '5', menu_type: 'food', original_file_name: 'food.pdf', file: 'file:food.pdf' },
      { realm: '5', menu_type: 'drinks', original_file_name: 'drinks.pdf', file: 'file:drinks.pdf' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload Menu' })).not.toBeInTheDocument(),
    );
  });

  it("a combined menu says 'Menu uploaded successfully'; a refusal shows the server's reason", async () => {
    let refuse = false;
    const { user } = setup(true, {
      'POST food-drink-menu/': () =>
        refuse ? { status: 400, body: { detail: 'The file is not a PDF' } } : { status: 201, body: MENU },
    });
    await user.click(screen.getByRole('button', { name: 'Add Menu' }));
    await pickRealm(user);
    await user.click(box('Food & Drinks'));
    await user.upload(fileInputs()[0]!, pdf('all.pdf'));
    refuse = true;
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(await toast('The file is not a PDF')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(await toast('Menu uploaded successfully')).toBeInTheDocument();
  });

  it("deletes a menu: 'The menu has been deleted successfully', else the detail or 'Could not delete the menu'", async () => {
    let answer: { status: number; body?: unknown } = { status: 204 };
    const { user } = setup(true, { 'DELETE food-drink-menu/3/': () => answer });
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete food.pdf' }));
      await user.click(
        within(screen.getByRole('dialog', { name: /delete this menu/ })).getByRole('button', {
          name: 'Delete',
        }),
      );
    };
    await remove();
    expect(await toast('The menu has been deleted successfully')).toBeInTheDocument();
    answer = { status: 403, body: { detail: 'This add-on is not enabled for your account.' } };
    await remove();
    expect(await toast('This add-on is not enabled for your account.')).toBeInTheDocument();
    answer = { status: 500 };
    await remove();
    expect(await toast('Could not delete the menu')).toBeInTheDocument();
  });
});
