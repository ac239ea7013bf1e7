/**
 * Branch locations (spec 03 §7): GET /api/branchInfo, the institution's branches (cached for
 * the session: they change rarely), and GET /api/branchInfo/zip, a zip code's location (the
 * maps service of the spec; its path is the reference server's). Answers checked against
 * schemas/api/branches.json.
 */
import useSWR from 'swr';
import type { Branch, ZipLocationResponse } from '../generated/api-types/branches';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/branches');

export type { Branch, ZipLocationResponse as ZipLocation } from '../generated/api-types/branches';

const checkBranches = schemaCheck(validators, 'BranchInfoResponse');
const checkZipLocation = schemaCheck(validators, 'ZipLocationResponse');

export function getBranches(): Promise<Branch[]> {
  return request('branchInfo', { check: checkBranches });
}

/** The location of a 5-digit zip; an unknown zip fails as an ApiError with status 404 (ZipNotFound). */
export function getZipLocation(zip: string): Promise<ZipLocationResponse> {
  return request(`branchInfo/zip?zip=${encodeURIComponent(zip)}`, { check: checkZipLocation });
}

export function useBranches() {
  return useSWR(['branchInfo'], getBranches, { revalidateOnFocus: false, revalidateIfStale: false });
}
