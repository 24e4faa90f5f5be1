export const sampleLeads: {
  'access-request': {
    fullName: string;
    workEmail: string;
    phoneNumber: string;
    companyName: string;
  };
  'investor-deck': { workEmail: string; investorWebsite: string };
  subscribe: { email: string };
};
