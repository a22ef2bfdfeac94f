/**
 * The RxJS API of the platform, re-exported by the kernel.
 *
 * Packages import RxJS from here, never from 'rxjs' directly (a test enforces it). This kernel module
 * is a federation singleton, so one RxJS instance serves the bus and every store, and webpack keeps
 * only the operators listed here instead of shipping all of RxJS (a few KB instead of ≈18 KB gzipped).
 * Need another operator? Add it here.
 */
export { Observable, Subject, BehaviorSubject, filter, map, distinctUntilChanged } from 'rxjs';
export type { Observer, OperatorFunction, Subscription } from 'rxjs';
