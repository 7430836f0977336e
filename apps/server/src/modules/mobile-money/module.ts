import type { AppModule } from '../../types';

/** Mobile money (issue 32 §1, decision 077): providers, payments and their settlement. */
export const mobileMoneyModule: AppModule = { name: 'mobile-money' };
