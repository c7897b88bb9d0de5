// Administration (issue 7): users and roles, platform statistics and analytics, every project, exports.
// Route handlers under app/api/admin check the admin role (requireAdmin) and call these.
export * from './query';
export * from './users';
export * from './stats';
export * from './projects';
export * from './export';
