// What other modules may use of the users module (decision 015).
export { findUserByEmail, findUserById, updateUser } from './queries';
export { changeSmeAdminEmail, createSmeAdmin } from './sme-admins';
export { type PartnerPerson, activePartnerPeopleOf, partnerPersonOf } from './people-queries';
