// What other modules and jobs may use of the OTP module (decision 015).
export { sweepExpiredOtpCodes } from './sweep';
