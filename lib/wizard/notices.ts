// The wizard's notices, written once. The first two are the spec's, shown by several of its parts (the
// first step, the later steps, the review's actions).

export const NO_FRAMEWORK = 'Please select a base framework to continue';

/** Next or a download refused while the selection has conflicts. */
export const CONFLICTS = { title: 'Feature conflicts detected', description: 'Please resolve the conflicts before proceeding.' } as const;

/** A link whose `resources` parameter is not a model: the wizard goes on with the notes example. */
export const UNREADABLE_RESOURCES = {
  title: 'Resources not read',
  description: "This link's resources could not be read, so the project serves the notes example. Add yours on the Describe your data step.",
} as const;

/** Next refused while the resource model has errors: they are the model's, not the features'. */
export const MODEL_ERRORS = (count: number) =>
  ({
    title: count === 1 ? '1 problem in your data' : `${count} problems in your data`,
    description: 'Fix the highlighted fields of your resources before going on.',
  }) as const;
