import { INTERNET_SETTING_TEXTS } from '@ared/contract/internet-setting-texts';

/** The Services page's texts (spec part 1 §2, part 2 §2, §3, §5, §8); underscores show as spaces. */
export const SERVICES_TEXTS = {
  title: 'Services',
  internet: {
    ...INTERNET_SETTING_TEXTS,
    packsTitle: 'Internet Packs',
    packsDescription: 'Prices per GB and per minute of the packs your kiosks sell, in CAF.',
    save: 'Save Setting',
    loadFailed: 'Could not fetch internet settings',
    addFailed: 'Could not add the setting',
    created: 'Created',
    totalPrice: 'Total Price',
    pricePerMinute: 'Price Per Minute',
    minutesPerGb: 'Minutes per GB',
    minutes: 'Minutes',
    sellingPrice: 'Selling Price',
    buyingPrice: 'Buying Price (Retail)',
    noPrices: 'Fill in the four fields to see the prices.',
    noPricesAtBandwidth: 'No price at this bandwidth: it must be above 0 and below 10 Mbps.',
    calculations: 'Calculations',
    staffCannotAdd: 'Only a partner admin can add internet packs.',
  },
  calculator: {
    title: 'Internet Profit Calculator',
    description: 'What a pack earns you: selling price less buying price for the minutes sold.',
    pack: 'Pack',
    packPlaceholder: 'Choose a pack',
    minutesPerDay: 'Minutes sold per day',
    profitPerDay: 'Profit per day',
    profitPerMonth: 'Profit per month (30 days)',
    noPack: 'Add an internet pack to use the calculator.',
  },
  apiKeys: {
    title: 'API Keys',
    lastGenerated: 'Last generated',
    never: 'Never',
    body: 'No API key has been generated for this partner.',
  },
} as const;
