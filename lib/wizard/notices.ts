// Texts of the wizard that several of its parts show (the first step, the later steps, the review's
// actions): written once. They are the spec's.

export const NO_FRAMEWORK = 'Please select a base framework to continue';

/** Next or a download refused while the selection has conflicts. */
export const CONFLICTS = { title: 'Feature conflicts detected', description: 'Please resolve the conflicts before proceeding.' } as const;
