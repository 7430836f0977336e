// What other modules may use of the subscriptions module (decision 015): an SME's plan and its rules.
export {
  type RealmPlan,
  assertRealmPlanIncludes,
  ownSmePlan,
  planOfRealm,
  planOfSme,
  plansOfRealms,
  realmPlanAllows,
} from './sme-plan';
