// What other domains use of subscriptions: a new church's trial.
export { firstTrialPlan, startTrial, trialEligibility } from "./trials.service";
