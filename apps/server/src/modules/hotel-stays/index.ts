// What other modules may use of the hotel stays module (decision 068): the portal's sign-in.
export { type HotelSignIn, signInHotelGuest } from './guest-sign-in';
