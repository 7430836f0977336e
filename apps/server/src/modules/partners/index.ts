// What other modules may use of the partners module (decision 015).
export { setLatePaymentFlags } from './late-flag';
export { microFranchiseeSignups, userAnalytics } from './micro-franchisee-analytics';
export { countSentSms } from './sms-count';
export { partnerName } from './name';
export { partnerProfile } from './profile';
