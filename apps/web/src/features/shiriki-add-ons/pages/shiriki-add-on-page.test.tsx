import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMenu } from '@ared/contract/menus';
import { formatHeaderDate } from '../../../lib/format';
import type { MockHandler } from '../../../test/fetch-mock';
import { pageOf, realmFixture } from '../../../test/router-fixtures';
import { formFields } from '../../../test/fake-xhr';
import { renderAddOnPage, settingsFixture } from '../add-on-test-kit';

const MENU: TMenu = {
  id: 3,
  menu_type: 'food',
  realm: { id: 5, name: 'Kigali Central' },
  original_file_name: 'food.pdf',
  created: '2025-03-24T14:05:09',
  file: '/v1/food-drink-menu/3/download/',
};

function setup(hasMenus: boolean, handlers: Record<string, MockHandler> = {}) {
  return renderAddOnPage({
    settings: settingsFixture({ has_food_drink_menu_feature_enabled: hasMenus }),
    handlers: {
      'GET food-drink-menu/': () => ({ status: 200, body: pageOf([MENU]) }),
      'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 5 })]) }),
      ...handlers,
    },
  });
}

/** The menu list is in the Food and Drink Menu popup. */
const openMenuPopup = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: /^Food and Drink Menu\s*settings/ }));
  return screen.findByRole('dialog', { name: 'Food and Drink Menu' });
};

type User = ReturnType<typeof setup>['user'];
const dialog = () => screen.getByRole('dialog', { name: 'Upload Menu' });
/** Add Menu opens the upload dialog, whose code comes on first use (decision 089). */
const openUpload = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Add Menu' }));
  await screen.findByRole('dialog', { name: 'Upload Menu' });
};
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
    const { user, callsTo } = setup(false);
    expect(screen.getByTestId('shiriki-today')).toHaveTextContent(formatHeaderDate(new Date(), 120));
    expect(screen.queryByRole('button', { name: 'Add Menu' })).not.toBeInTheDocument();
    const popup = await openMenuPopup(user);
    expect(within(popup).getByText(/Activate the Food and Drink Menu add-on/)).toBeInTheDocument();
    expect(callsTo('GET food-drink-menu/')).toHaveLength(0);
  });

  it('Add Menu follows the flag as soon as the add-on is activated', async () => {
    const { user } = setup(false);
    await user.click(await screen.findByRole('button', { name: 'Activate Food and Drink Menu' }));
    expect(await screen.findByRole('button', { name: 'Add Menu' })).toBeInTheDocument();
  });

  it("with the feature: Add Menu, and the popup lists the partner's menus (food-drink-menu/?realm__partner=)", async () => {
    const { user, fetchMock } = setup(true);
    expect(screen.getByRole('button', { name: 'Add Menu' })).toBeInTheDocument();
    const popup = await openMenuPopup(user);
    expect(await within(popup).findByText('food.pdf')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Add Menu' })).toBeInTheDocument();
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/v1/food-drink-menu/')!;
    expect(url.searchParams.get('realm__partner')).toBe('7');
  });

  it("the upload asks for Realm, Menu Type and each type's PDF, warning 'Provide the missing fields'", async () => {
    const { user, callsTo } = setup(true);
    await openUpload(user);
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
    await openUpload(user);
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
    await openUpload(user);
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
    await openUpload(user);
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
    await openMenuPopup(user);
    const remove = async () => {
      await user.click(await screen.findByRole('button', { name: 'Delete food.pdf' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: /delete this menu/ })).getByRole('button', {
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
