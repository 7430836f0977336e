/** Texts of /subscription and /subscriber (spec part 2 §2, §5 Add Subscription, §8). */
export const SUBSCRIPTION_TEXTS = {
  title: 'Subscription',
  description: 'The plans you offer your SMEs, priced per month.',
  create: 'Create Subscription',
  tableLabel: 'Subscription plans',
  empty: 'No Data Found',
  columns: {
    name: 'Name',
    price: 'Price',
    currency: 'Currency',
    features: 'Features',
    /** The converted price's column names its unit (decision 061). */
    displayPrice: (currency: string) => `Price in ${currency} (converted)`,
  },
  noRate: (currency: string) => `No exchange rate for ${currency}`,
  stats: {
    active: 'Active Subscriptions',
    cancelled: 'Cancelled Subscriptions',
    fetchFailed: 'Could not fetch active and cancelled subscriptions',
  },
  fetchFailed: 'Could not fetch the subscription plans',
  retry: 'Try again',
  form: {
    title: 'Add Subscription',
    plan: 'Subscription Plan',
    planPlaceholder: 'Select a plan',
    price: 'Price',
    priceHint: 'USD per month',
    submit: 'Add Subscription',
    cancel: 'Cancel',
    close: 'Close',
    allCreated: 'Warning: You have already created the 1 eligible subscription plan.',
    added: 'Subscription plan added successfully',
    failed: 'Could not create the subscription plan',
  },
} as const;

export const SUBSCRIBER_TEXTS = {
  title: 'Subscribers',
  description: 'Your SMEs on your subscription plans, with their latest invoice.',
  tableLabel: 'Subscribers',
  empty: 'No Data Found',
  columns: {
    name: 'Name',
    email: 'Email',
    plan: 'Subscription Plan',
    invoice: 'Invoice Number',
    status: 'Status',
    created: 'Created',
  },
  none: '—',
  fetchFailed: 'Could not fetch the subscribers',
  retry: 'Try again',
} as const;
