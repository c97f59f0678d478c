// Quiet, deterministic environment for every gateway test file.
process.env.LOG_LEVEL = 'silent';
process.env.NODE_ENV = 'test';
