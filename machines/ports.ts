/**
 * What machines need from the outside world. src/ implements these over the API client and
 * the browser; tests implement them with fakes. Machines only see them through provided actors.
 */
import type {
  InformationRecord,
  InformationType,
  License,
  MaintenanceStatus,
  Popup,
  Promotion,
  Slider,
  SliderPlace,
  SiteType,
  SpecialDateInformation,
  Tournament,
} from './shared/contract.ts';
import type { UserProfile } from './shared/session.ts';

export interface MaintenanceApi {
  /** maintenance check_status: status true while the site is under maintenance. */
  checkStatus(): Promise<MaintenanceStatus>;
}

export interface AuthApi {
  getProfile(): Promise<UserProfile>;
  logout(): Promise<void>;
}

export interface ContentApi {
  getSliders(params: { limit: number; offset: number }): Promise<Slider[]>;
  getPlacedSliders(params: {
    SiteType: SiteType;
    SliderType: string;
    sliderPlace: SliderPlace;
  }): Promise<Slider[]>;
  getPromotions(): Promise<Promotion[]>;
  getPopups(): Promise<Popup[]>;
  getInformation(type: InformationType): Promise<InformationRecord>;
  getSpecialDates(): Promise<SpecialDateInformation[]>;
  getTournaments(params: { limit: number; offset: number }): Promise<Tournament[]>;
  getLicenses(): Promise<License[]>;
}
