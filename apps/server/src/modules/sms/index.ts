// What other modules may use of the SMS module (decision 015). It owns `sms_messages`: every SMS leaves
// through `sendSms`, which records the attempt.
export { type SmsTransport, createSmsTransport, sendSms } from './sms';
export { smsTransportOf } from './app-transport';
