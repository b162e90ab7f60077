/** The public site's strings in en ('site' namespace): landing sections, directory, profiles, affiliate pages. */
export declare const site: {
    meta: {
        home: {
            title: string;
            description: string;
        };
        directory: {
            title: string;
            description: string;
        };
        affiliate: {
            title: string;
            description: string;
        };
    };
    claims: {
        title: string;
        free: string;
        team: string;
        domains: string;
        setup: string;
        seePricing: string;
    };
    directory: {
        title: string;
        subtitle: string;
        search: string;
        searchPlaceholder: string;
        industry: string;
        stage: string;
        seeking: string;
        any: string;
        clear: string;
        results_one: string;
        results_other: string;
        empty: string;
        noMatch: string;
        loadFailed: string;
        retry: string;
        open: string;
        seeAll: string;
        listYours: string;
        pageTitle: string;
        pageSubtitle: string;
        pagination: string;
        previousPage: string;
        nextPage: string;
    };
    industries: {
        saas: string;
        fintech: string;
        health: string;
        education: string;
        marketplace: string;
        climate: string;
        ai: string;
        hardware: string;
        consumer: string;
        other: string;
    };
    stages: {
        idea: string;
        'pre-seed': string;
        seed: string;
        'series-a': string;
        'series-b': string;
        growth: string;
    };
    seekingOptions: {
        investment: string;
        advisors: string;
        customers: string;
        partners: string;
        talent: string;
    };
    metrics: {
        mrr: string;
        growth: string;
        runway: string;
        teamSize: string;
        unknown: string;
        months: string;
    };
    business: {
        back: string;
        notFound: string;
        notFoundHint: string;
        website: string;
        lookingFor: string;
        figures: string;
        noFigures: string;
        askTitle: string;
        askText: string;
        askSignIn: string;
        askMessage: string;
        askButton: string;
        askSent: string;
        askAlready: string;
        askGranted: string;
        askNotInvestor: string;
        askUnavailable: string;
    };
    tools: {
        title: string;
        subtitle: string;
        runway: {
            title: string;
            cash: string;
            burn: string;
            revenue: string;
            result: string;
            months: string;
            until: string;
            profitable: string;
            netBurn: string;
            warning: string;
            fullTool: string;
        };
        pricing: {
            title: string;
            text: string;
            cta: string;
        };
        poker: {
            title: string;
            text: string;
            cta: string;
        };
        retro: {
            title: string;
            text: string;
            cta: string;
        };
        kanban: {
            title: string;
            text: string;
            cta: string;
        };
    };
    investors: {
        title: string;
        text: string;
        points: string[];
        cta: string;
        register: string;
    };
    owners: {
        title: string;
        text: string;
        points: string[];
        cta: string;
        register: string;
    };
    closing: {
        title: string;
        text: string;
        register: string;
        demo: string;
    };
    affiliate: {
        title: string;
        lead: string;
        earnTitle: string;
        earnRate: string;
        earnMonths: string;
        earnCookie: string;
        earnHold: string;
        example: string;
        howTitle: string;
        steps: string[];
        signUp: string;
        dashboard: string;
        termsNote: string;
        loadFailed: string;
    };
    affiliateDashboard: {
        title: string;
        description: string;
        link: string;
        copy: string;
        copied: string;
        qr: string;
        download: string;
        clicks: string;
        signups: string;
        paying: string;
        pending: string;
        payable: string;
        paid: string;
        byMonth: string;
        month: string;
        referrals: string;
        account: string;
        registered: string;
        status: string;
        earned: string;
        payingYes: string;
        payingNo: string;
        emptyMonths: string;
        emptyReferrals: string;
        rules: string;
        loadFailed: string;
    };
    profile: {
        title: string;
        description: string;
        listed: string;
        slug: string;
        slugHint: string;
        name: string;
        logo: string;
        oneLiner: string;
        descriptionField: string;
        website: string;
        industry: string;
        stage: string;
        seeking: string;
        metrics: string;
        save: string;
        saved: string;
        view: string;
        loadFailed: string;
        none: string;
    };
};
//# sourceMappingURL=en.d.ts.map