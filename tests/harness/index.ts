/**
 * @suite/testing: what module and cross-module tests use to start the platform in-process and
 * probe it. Tests may import this; production code of a module never does.
 */
export * from '@suite/platform-api/testing';
export * from './tenant-probe.js';
